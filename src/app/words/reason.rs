//! Why the computer suggests a move (the hint, H), in the chosen language:
//! each part of the AI's reason worded from `assets/locales/<lang>/reasons.ftl`.

use super::game::{feature_id, feature_key, goods_key, score_kind_key};
use crate::ai::{Claimer, Reason, ReasonPart};
use crate::i18n::{Localizer, key};
use crate::rules::{FeatureKind, Goods, ScoreKind};
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
    let by = |c: &Claimer| match c {
        Claimer::Follower => "follower",
        Claimer::Abbot => "abbot",
    };
    // A feature completed: what it scores as, its kind and its points.
    let closes = |message: &str, feature: ScoreKind, points: u32| {
        tr!(
            t,
            message,
            feature = tr!(t, score_kind_key(feature)),
            kind = feature.name(),
            points = points
        )
    };
    // A feature by its word and kind, maybe with points.
    let on = |message: &str, feature: FeatureKind| {
        tr!(
            t,
            message,
            feature = word(feature),
            kind = feature_id(feature)
        )
    };
    let on_worth = |message: &str, feature: FeatureKind, points: u32| {
        tr!(
            t,
            message,
            feature = word(feature),
            kind = feature_id(feature),
            points = points
        )
    };
    match part {
        SetAside => tr!(t, "reason-set-aside"),
        Illegal => tr!(t, "reason-illegal"),
        AbbotBack { points } => tr!(t, "reason-abbot-back", points = *points),
        ClosesShared { feature, points } => closes(key("reason-closes-shared"), *feature, *points),
        ClosesMine { feature, points } => closes(key("reason-closes-mine"), *feature, *points),
        ClosesTheirs { feature, points } => closes(key("reason-closes-theirs"), *feature, *points),
        ClaimsField {
            by: who,
            cities,
            points,
        } => claims_field(t, by(who), *cities, *points),
        ClaimsCloister {
            by: who,
            feature,
            around,
        } => claims_cloister(t, by(who), *feature, *around),
        ClaimsWorth {
            by: who,
            feature,
            points,
        } => claims_worth(t, by(who), *feature, *points),
        PlacesFigure => tr!(t, "reason-places-figure"),
        LargeMajority {
            feature,
            mine,
            rival,
        } => large_majority(t, *feature, *mine, *rival),
        LargeClaims { feature, points } => on_worth(key("reason-large-claims"), *feature, *points),
        BuilderOn { feature } => on(key("reason-builder"), *feature),
        Pig { cities } => tr!(t, "reason-pig", cities = *cities),
        TakesGoods {
            goods,
            count,
            mine,
            rival,
        } => takes_goods(t, *goods, *count, *mine, *rival),
        SecondTurn => tr!(t, "reason-second-turn"),
        JoinsTheirs { feature } => on(key("reason-joins-theirs"), *feature),
        ExtendsMine { feature, points } => on_worth(key("reason-extends-mine"), *feature, *points),
        HemsIn { feature } => on(key("reason-hems-in"), *feature),
        ExtendsTheirs { feature } => on(key("reason-extends-theirs"), *feature),
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

fn claims_field(t: &Localizer, by: &str, cities: u32, points: u32) -> String {
    tr!(
        t,
        "reason-claims-field",
        by = by,
        cities = cities,
        points = points
    )
}

fn claims_cloister(t: &Localizer, by: &str, feature: FeatureKind, around: u32) -> String {
    tr!(
        t,
        "reason-claims-cloister",
        by = by,
        feature = tr!(t, feature_key(feature)),
        kind = feature_id(feature),
        around = around
    )
}

fn claims_worth(t: &Localizer, by: &str, feature: FeatureKind, points: u32) -> String {
    tr!(
        t,
        "reason-claims-worth",
        by = by,
        feature = tr!(t, feature_key(feature)),
        kind = feature_id(feature),
        points = points
    )
}

fn large_majority(t: &Localizer, feature: FeatureKind, mine: u32, rival: u32) -> String {
    tr!(
        t,
        "reason-large-majority",
        feature = tr!(t, feature_key(feature)),
        kind = feature_id(feature),
        mine = mine,
        rival = rival
    )
}

/// Goods taken: how many, and the player's count against the best rival's.
fn takes_goods(t: &Localizer, goods: Goods, count: u32, mine: u32, rival: u32) -> String {
    tr!(
        t,
        "reason-takes-goods",
        goods = tr!(t, goods_key(goods)),
        kind = goods.name(),
        count = count,
        mine = mine,
        rival = rival
    )
}
