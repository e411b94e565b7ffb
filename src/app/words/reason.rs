//! Why the computer suggests a move (the hint, H), in the chosen language:
//! each part of the AI's reason worded from `assets/locales/<lang>/reasons.ftl`.

use super::game::{feature_id, feature_key, goods_key, score_kind_key};
use crate::ai::{Claimer, Reason, ReasonPart};
use crate::i18n::Localizer;
use crate::rules::{FeatureKind, ScoreKind};
use crate::tr;

/// Why the computer suggests a move, in words: each part of the reason in
/// the chosen language, joined by `reason-separator`.
pub fn reason_words(t: &Localizer, reason: &Reason) -> String {
    let parts: Vec<String> = reason.0.iter().map(|p| reason_part(t, p)).collect();
    parts.join(&tr!(t, "reason-separator"))
}

fn reason_part(t: &Localizer, part: &ReasonPart) -> String {
    use ReasonPart::*;
    let word = |k: FeatureKind| tr!(t, feature_key(k));
    let scored = |k: ScoreKind| tr!(t, score_kind_key(k));
    let by = |c: &Claimer| match c {
        Claimer::Follower => "follower",
        Claimer::Abbot => "abbot",
    };
    match part {
        SetAside => tr!(t, "reason-set-aside"),
        Illegal => tr!(t, "reason-illegal"),
        AbbotBack { points } => tr!(t, "reason-abbot-back", points = *points),
        ClosesShared { feature, points } => tr!(
            t,
            "reason-closes-shared",
            feature = scored(*feature),
            kind = feature.name(),
            points = *points
        ),
        ClosesMine { feature, points } => tr!(
            t,
            "reason-closes-mine",
            feature = scored(*feature),
            kind = feature.name(),
            points = *points
        ),
        ClosesTheirs { feature, points } => tr!(
            t,
            "reason-closes-theirs",
            feature = scored(*feature),
            kind = feature.name(),
            points = *points
        ),
        ClaimsField {
            by: who,
            cities,
            points,
        } => tr!(
            t,
            "reason-claims-field",
            by = by(who),
            cities = *cities,
            points = *points
        ),
        ClaimsCloister {
            by: who,
            feature,
            around,
        } => tr!(
            t,
            "reason-claims-cloister",
            by = by(who),
            feature = word(*feature),
            kind = feature_id(*feature),
            around = *around
        ),
        ClaimsWorth {
            by: who,
            feature,
            points,
        } => tr!(
            t,
            "reason-claims-worth",
            by = by(who),
            feature = word(*feature),
            kind = feature_id(*feature),
            points = *points
        ),
        PlacesFigure => tr!(t, "reason-places-figure"),
        LargeMajority {
            feature,
            mine,
            rival,
        } => tr!(
            t,
            "reason-large-majority",
            feature = word(*feature),
            kind = feature_id(*feature),
            mine = *mine,
            rival = *rival
        ),
        LargeClaims { feature, points } => tr!(
            t,
            "reason-large-claims",
            feature = word(*feature),
            kind = feature_id(*feature),
            points = *points
        ),
        BuilderOn { feature } => tr!(
            t,
            "reason-builder",
            feature = word(*feature),
            kind = feature_id(*feature)
        ),
        Pig { cities } => tr!(t, "reason-pig", cities = *cities),
        TakesGoods {
            goods,
            count,
            mine,
            rival,
        } => tr!(
            t,
            "reason-takes-goods",
            goods = tr!(t, goods_key(*goods)),
            kind = goods.name(),
            count = *count,
            mine = *mine,
            rival = *rival
        ),
        SecondTurn => tr!(t, "reason-second-turn"),
        JoinsTheirs { feature } => tr!(
            t,
            "reason-joins-theirs",
            feature = word(*feature),
            kind = feature_id(*feature)
        ),
        ExtendsMine { feature, points } => tr!(
            t,
            "reason-extends-mine",
            feature = word(*feature),
            kind = feature_id(*feature),
            points = *points
        ),
        HemsIn { feature } => tr!(
            t,
            "reason-hems-in",
            feature = word(*feature),
            kind = feature_id(*feature)
        ),
        ExtendsTheirs { feature } => tr!(
            t,
            "reason-extends-theirs",
            feature = word(*feature),
            kind = feature_id(*feature)
        ),
        LeastHarm => tr!(t, "reason-least-harm"),
        LastTile { mine, best_other } => {
            tr!(t, "reason-last-tile", mine = *mine, best = *best_other)
        }
        DragonEats { count } => tr!(t, "reason-dragon-eats", count = *count),
        DragonEatsOwn { count } => tr!(t, "reason-dragon-eats-own", count = *count),
        Fairy { feature } => tr!(t, "reason-fairy", kind = feature_id(*feature)),
        FairyPoints { points } => tr!(t, "reason-fairy-points", points = *points),
        ThroughPortal => tr!(t, "reason-through-portal"),
        PrincessSendsHome { own: false } => tr!(t, "reason-princess-theirs"),
        PrincessSendsHome { own: true } => tr!(t, "reason-princess-own"),
    }
}
