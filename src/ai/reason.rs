//! What a move does, from the mover's side, as data: "closes your city:
//! +8", "claims a city worth 6 so far", "takes the abbot back: +5". The
//! window words each part in the player's language (see
//! `app::words::reason`); `Display` gives the command line's English.
//! Serde: a post-game review keeps the reasons of its better moves, so
//! that a window can word them later; features go by their record names.

use crate::rules::events::FAIRY_TURN_POINTS;
use crate::rules::{
    Departure, FeatureKind, FigureAction, FigureKind, Game, Goods, Move, Pos, ScoreKind, Side, Spot,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a suggested move does: one or more parts, said in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reason(pub Vec<ReasonPart>);

/// Who places a figure in a [`ReasonPart::Claims`]: a follower, or the abbot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Claimer {
    Follower,
    Abbot,
}

/// One thing a move does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReasonPart {
    /// The drawn tile fits nowhere: it is set aside.
    SetAside,
    /// The move is not legal (never suggested; said rather than hidden).
    Illegal,
    /// The mover's abbot comes back with its points.
    AbbotBack { points: u32 },
    /// A feature this tile completed, held by the mover and others alike.
    ClosesShared {
        #[serde(with = "score_kind_name")]
        feature: ScoreKind,
        points: u32,
    },
    /// A feature of the mover's this tile completed.
    ClosesMine {
        #[serde(with = "score_kind_name")]
        feature: ScoreKind,
        points: u32,
    },
    /// An opponent's feature this tile completed.
    ClosesTheirs {
        #[serde(with = "score_kind_name")]
        feature: ScoreKind,
        points: u32,
    },
    /// A field claimed, touching `cities` completed cities.
    ClaimsField {
        by: Claimer,
        cities: u32,
        points: u32,
    },
    /// A monastery or garden claimed, with `around` tiles around it.
    ClaimsCloister {
        by: Claimer,
        #[serde(with = "feature_kind_name")]
        feature: FeatureKind,
        around: u32,
    },
    /// A road or city claimed, worth `points` so far.
    ClaimsWorth {
        by: Claimer,
        #[serde(with = "feature_kind_name")]
        feature: FeatureKind,
        points: u32,
    },
    /// Some figure placed (nothing more to say of it).
    PlacesFigure,
    /// A large follower that takes the majority of a feature.
    LargeMajority {
        #[serde(with = "feature_kind_name")]
        feature: FeatureKind,
        mine: u32,
        rival: u32,
    },
    /// A large follower on a feature nobody else holds.
    LargeClaims {
        #[serde(with = "feature_kind_name")]
        feature: FeatureKind,
        points: u32,
    },
    /// A builder put where second turns are likely.
    BuilderOn {
        #[serde(with = "feature_kind_name")]
        feature: FeatureKind,
    },
    /// A pig put in the mover's field.
    Pig { cities: u32 },
    /// Goods taken, and the mover's majority in them after.
    TakesGoods {
        #[serde(with = "goods_name")]
        goods: Goods,
        count: u32,
        mine: u32,
        rival: u32,
    },
    /// The builder gives the mover a second turn now.
    SecondTurn,
    /// The tile joins an opponent's feature to the mover's.
    JoinsTheirs {
        #[serde(with = "feature_kind_name")]
        feature: FeatureKind,
    },
    /// The tile extends the mover's feature.
    ExtendsMine {
        #[serde(with = "feature_kind_name")]
        feature: FeatureKind,
        points: u32,
    },
    /// The tile borders the cell an opponent's open feature needs.
    HemsIn {
        #[serde(with = "feature_kind_name")]
        feature: FeatureKind,
    },
    /// The tile extends an opponent's feature.
    ExtendsTheirs {
        #[serde(with = "feature_kind_name")]
        feature: FeatureKind,
    },
    /// Nothing better: the tile goes where it does least harm.
    LeastHarm,
    /// The last tile: the game ends with these scores.
    LastTile { mine: i64, best_other: i64 },
    /// The Princess & the Dragon: the dragon's flight eats this many of
    /// the opponents' figures.
    DragonEats { count: u32 },
    /// The dragon's flight eats this many of the mover's own figures.
    DragonEatsOwn { count: u32 },
    /// The fairy moves to the mover's follower on a feature of this kind.
    Fairy {
        #[serde(with = "feature_kind_name")]
        feature: FeatureKind,
    },
    /// The fairy's points to the mover, its follower's feature scored.
    FairyPoints { points: u32 },
    /// The figure goes through the magic portal (what it claims follows).
    ThroughPortal,
    /// The princess sends a knight home: an opponent's, or the mover's own.
    PrincessSendsHome { own: bool },
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, part) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{part}")?;
        }
        Ok(())
    }
}

impl Reason {
    /// Whether the English words contain `what` (for tests and tools).
    pub fn contains(&self, what: &str) -> bool {
        self.to_string().contains(what)
    }
}

/// "y" or "ies": the command line's English plural of "city".
fn cities(n: u32) -> &'static str {
    if n == 1 { "y" } else { "ies" }
}

impl fmt::Display for Claimer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Claimer::Follower => "claims",
            Claimer::Abbot => "puts the abbot on",
        })
    }
}

/// The command line's English, as it has always read.
impl fmt::Display for ReasonPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ReasonPart::*;
        match self {
            SetAside => f.write_str("the tile fits nowhere: it is set aside"),
            Illegal => f.write_str("an illegal move"),
            AbbotBack { points } => write!(f, "takes the abbot back: +{points}"),
            ClosesShared { feature, points } => {
                write!(f, "closes a shared {feature}: +{points} each")
            }
            ClosesMine { feature, points } => write!(f, "closes your {feature}: +{points}"),
            ClosesTheirs { feature, points } => {
                write!(f, "closes an opponent's {feature}: they score {points}")
            }
            ClaimsField {
                by,
                cities: n,
                points,
            } => write!(
                f,
                "{by} a field touching {n} completed cit{} ({points} so far)",
                cities(*n)
            ),
            ClaimsCloister {
                by,
                feature,
                around,
            } => write!(f, "{by} a {feature} with {around} tiles around it"),
            ClaimsWorth {
                by,
                feature,
                points,
            } => write!(f, "{by} a {feature} worth {points} so far"),
            PlacesFigure => f.write_str("places a figure"),
            LargeMajority {
                feature,
                mine,
                rival,
            } => write!(
                f,
                "large follower: takes the {feature} majority {mine}\u{2013}{rival}"
            ),
            LargeClaims { feature, points } => write!(
                f,
                "large follower: claims a {feature} worth {points} so far"
            ),
            BuilderOn { feature } => write!(f, "builder: likely extra turns from your {feature}"),
            Pig { cities: n } => write!(
                f,
                "pig: your field touching {n} completed cit{}",
                cities(*n)
            ),
            TakesGoods {
                goods,
                count,
                mine,
                rival,
            } => write!(
                f,
                "takes {count} {goods}: {goods} majority {mine}\u{2013}{rival}"
            ),
            SecondTurn => f.write_str("builder: a second turn now"),
            JoinsTheirs { feature } => write!(f, "joins an opponent's {feature}: it is shared now"),
            ExtendsMine { feature, points } => {
                write!(f, "extends your {feature} (worth {points} so far)")
            }
            HemsIn { feature } => write!(f, "makes an opponent's {feature} harder to complete"),
            ExtendsTheirs { feature } => write!(f, "extends an opponent's {feature}"),
            LeastHarm => f.write_str("places the tile where it does least harm"),
            LastTile { mine, best_other } => {
                write!(f, "last tile: the game ends {mine} to {best_other}")
            }
            DragonEats { count: 1 } => f.write_str("the dragon eats an opponent's figure"),
            DragonEats { count } => write!(f, "the dragon eats {count} opponents' figures"),
            DragonEatsOwn { count: 1 } => f.write_str("the dragon eats one of your figures"),
            DragonEatsOwn { count } => write!(f, "the dragon eats {count} figures of yours"),
            Fairy { feature } => write!(
                f,
                "fairy: to your {} (+1 a turn, +3 when it scores)",
                match feature {
                    FeatureKind::Road => "thief",
                    FeatureKind::City => "knight",
                    FeatureKind::Field => "farmer",
                    FeatureKind::Garden => "abbot",
                    FeatureKind::Monastery => "monk",
                }
            ),
            FairyPoints { points } => write!(f, "fairy: +{points}"),
            ThroughPortal => f.write_str("through the magic portal"),
            PrincessSendsHome { own: false } => {
                f.write_str("princess: sends an opponent's knight home")
            }
            PrincessSendsHome { own: true } => f.write_str("princess: sends your own knight home"),
        }
    }
}

/// Describes `mv` played on `before` (the mover is the player to move).
pub(crate) fn describe(before: &Game, mv: &Move) -> Reason {
    let me = before.current_player();
    let Move::Place { action, .. } = *mv else {
        return Reason(vec![ReasonPart::SetAside]);
    };
    let mut after = before.clone();
    if after.apply(mv).is_err() {
        return Reason(vec![ReasonPart::Illegal]);
    }
    let mut parts: Vec<ReasonPart> = Vec::new();
    for e in &after.events()[before.events().len()..] {
        let mine = e.players & (1 << me) != 0;
        let others = e.players & !(1 << me) != 0;
        let feature = e.kind;
        let points = e.points;
        if e.move_index.is_none() {
            continue; // end-of-game scoring, said below
        }
        if e.kind == ScoreKind::Fairy {
            // The point at the start of the turn comes whatever the move;
            // the fairy's points when its follower scores are the move's.
            if mine && e.points != FAIRY_TURN_POINTS {
                parts.push(ReasonPart::FairyPoints { points });
            }
            continue;
        }
        parts.push(if e.abbot_recalled {
            ReasonPart::AbbotBack { points }
        } else if mine && others {
            ReasonPart::ClosesShared { feature, points }
        } else if mine {
            ReasonPart::ClosesMine { feature, points }
        } else {
            ReasonPart::ClosesTheirs { feature, points }
        });
    }
    let new_tile = before.tiles().len();
    let index_at = |at: Pos| after.tiles().iter().position(|p| p.pos == at);
    // The figure put down from supply: the tile it went on (this one, or
    // another through the magic portal), its kind and spot.
    let put = action
        .and_then(FigureAction::put)
        .and_then(|(kind, at, spot)| {
            let ti = match at {
                None => new_tile,
                Some(at) => index_at(at)?,
            };
            Some((ti, kind, spot))
        });
    if matches!(action, Some(FigureAction::Portal(..))) {
        parts.push(ReasonPart::ThroughPortal);
    }
    let target = put.and_then(|(ti, kind, spot)| {
        let placed = after.tiles()[ti];
        let local = Game::spot_segment(after.tile_type(placed.tile), placed.rotation, spot)?;
        // Scored at once if this tile completed it: the events said so.
        let still_there = after
            .figures()
            .iter()
            .any(|f| f.tile as usize == ti && f.segment as usize == local);
        Some((ti, local, kind, spot, still_there))
    });
    // A follower that counts once (the large one has reasons of its own).
    let claims = |kind: FigureKind| kind.is_follower() && kind.strength() == 1;
    if let Some((ti, local, kind, spot, still_there)) = target
        && claims(kind)
    {
        if still_there {
            let f = after.feature_of(ti, local);
            let v = after.feature_value(f);
            let by = if kind.spec().recallable {
                Claimer::Abbot
            } else {
                Claimer::Follower
            };
            parts.push(match spot {
                Spot::Field(_) => ReasonPart::ClaimsField {
                    by,
                    cities: u32::from(v.cities),
                    points: v.value_now,
                },
                Spot::Monastery | Spot::Garden => ReasonPart::ClaimsCloister {
                    by,
                    feature: spot.kind(),
                    around: v.tiles.len() - 1,
                },
                _ => ReasonPart::ClaimsWorth {
                    by,
                    feature: spot.kind(),
                    points: v.value_now,
                },
            });
        }
    } else if let Some((ti, local, kind, _, true)) = target {
        parts.push(special_figure(&after, ti, local, kind, me));
    } else if let Some(FigureAction::Fairy(at, spot)) = action
        && let Some(ti) = index_at(at)
    {
        let placed = after.tiles()[ti];
        if let Some(local) = Game::spot_segment(after.tile_type(placed.tile), placed.rotation, spot)
        {
            let feature = after.feature_kind(after.feature_of(ti, local));
            parts.push(ReasonPart::Fairy { feature });
        }
    } else if let Some(FigureAction::Princess(at, _)) = action {
        // The knight that went home, as the rules sent it.
        let own = after.returned_figures()[before.returned_figures().len()..]
            .iter()
            .find(|r| r.cause == Departure::SentHome && r.pos == at)
            .is_some_and(|r| r.figure.player as usize == me);
        parts.push(ReasonPart::PrincessSendsHome { own });
    } else if action.is_some() && parts.is_empty() {
        parts.push(ReasonPart::PlacesFigure);
    }
    // What the dragon's flight eats.
    let (mut theirs, mut own) = (0, 0);
    for r in &after.returned_figures()[before.returned_figures().len()..] {
        if r.cause == Departure::Eaten {
            if r.figure.player as usize == me {
                own += 1;
            } else {
                theirs += 1;
            }
        }
    }
    if theirs > 0 {
        parts.push(ReasonPart::DragonEats { count: theirs });
    }
    if own > 0 {
        parts.push(ReasonPart::DragonEatsOwn { count: own });
    }
    // Goods taken (Traders & Builders): the majority they play for.
    let (was, now) = (before.players()[me].goods, after.players()[me].goods);
    for kind in crate::rules::Goods::ALL {
        let k = kind.index();
        if now[k] > was[k] {
            let rival = after
                .players()
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != me)
                .map(|(_, p)| p.goods[k])
                .max()
                .unwrap_or(0);
            parts.push(ReasonPart::TakesGoods {
                goods: kind,
                count: u32::from(now[k] - was[k]),
                mine: u32::from(now[k]),
                rival: u32::from(rival),
            });
        }
    }
    if !after.is_finished() && after.current_player() == me && after.is_second_turn() {
        parts.push(ReasonPart::SecondTurn);
    }
    if parts.is_empty() {
        parts.push(extends(&after, new_tile, me));
    }
    if after.is_finished() {
        let s = after.players()[me].score as i64;
        let best_other = after
            .players()
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != me)
            .map(|(_, p)| p.score as i64)
            .max()
            .unwrap_or(0);
        parts.push(ReasonPart::LastTile {
            mine: s,
            best_other,
        });
    }
    Reason(parts)
}

/// A large follower, builder or pig just put on feature `local` of the new
/// tile: what it is there for.
fn special_figure(
    after: &Game,
    new_tile: usize,
    local: usize,
    kind: FigureKind,
    me: usize,
) -> ReasonPart {
    let f = after.feature_of(new_tile, local);
    let v = after.feature_value(f);
    let rivals = v
        .holders
        .iter()
        .enumerate()
        .filter(|&(seat, _)| seat != me)
        .map(|(_, &n)| n)
        .max()
        .unwrap_or(0);
    let spec = kind.spec();
    match kind {
        _ if spec.strength > 1 && rivals > 0 => ReasonPart::LargeMajority {
            feature: v.kind,
            mine: u32::from(v.holders[me]),
            rival: u32::from(rivals),
        },
        _ if spec.strength > 1 => ReasonPart::LargeClaims {
            feature: v.kind,
            points: v.value_now,
        },
        _ if spec.second_turn => ReasonPart::BuilderOn { feature: v.kind },
        _ if spec.field_bonus => ReasonPart::Pig {
            cities: u32::from(v.cities),
        },
        _ => ReasonPart::PlacesFigure,
    }
}

/// A move that claims and scores nothing: whose features the tile joins,
/// extends or hems in.
fn extends(after: &Game, new_tile: usize, me: usize) -> ReasonPart {
    let placed = after.tiles()[new_tile];
    let t = after.tile_type(placed.tile);
    let mut shared: Option<FeatureKind> = None;
    let mut mine: Option<(FeatureKind, u32)> = None;
    let mut theirs: Option<FeatureKind> = None;
    for local in 0..t.segments.len() {
        let f = after.feature_of(new_tile, local);
        let v = after.feature_value(f);
        let best = *v.holders.iter().max().unwrap_or(&0);
        if best == 0 {
            continue;
        }
        let others = v
            .holders
            .iter()
            .enumerate()
            .any(|(seat, &n)| seat != me && n > 0);
        if v.holders[me] == best && others {
            shared.get_or_insert(v.kind);
        } else if v.holders[me] == best {
            if mine.is_none_or(|(_, x)| v.value_now > x) {
                mine = Some((v.kind, v.value_now));
            }
        } else {
            theirs.get_or_insert(v.kind);
        }
    }
    if let Some(feature) = shared {
        return ReasonPart::JoinsTheirs { feature };
    }
    if let Some((feature, points)) = mine {
        return ReasonPart::ExtendsMine { feature, points };
    }
    if let Some(feature) = hems_in(after, new_tile, me) {
        return ReasonPart::HemsIn { feature };
    }
    match theirs {
        Some(feature) => ReasonPart::ExtendsTheirs { feature },
        None => ReasonPart::LeastHarm,
    }
}

/// An opponent's road or city left open next to the new tile: the tile
/// now borders the empty cell that feature needs, so fewer tiles fit there.
fn hems_in(after: &Game, new_tile: usize, me: usize) -> Option<FeatureKind> {
    let pos = after.tiles()[new_tile].pos;
    for side in Side::ALL {
        let cell = pos.step(side);
        if after.tile_at(cell).is_some() {
            continue;
        }
        for s in Side::ALL {
            let Some(index) = after.tiles().iter().position(|p| p.pos == cell.step(s)) else {
                continue;
            };
            if index == new_tile {
                continue;
            }
            let n = after.tiles()[index];
            let Some(local) = after
                .tile_type(n.tile)
                .segment_on_edge(n.rotation, s.opposite())
            else {
                continue;
            };
            let f = after.feature_of(index, local);
            let v = after.feature_value(f);
            let best = *v.holders.iter().max().unwrap_or(&0);
            if best > 0 && v.holders[me] < best {
                return Some(v.kind);
            }
        }
    }
    None
}

/// A serde module writing a kind by the lower-case name records and
/// `replay --json` use (`"city"`, `"grain"`) and reading it back, so a kept
/// review reads the same whatever the order of the enum.
macro_rules! by_name {
    ($module:ident, $kind:ident, $what:literal) => {
        mod $module {
            use crate::rules::$kind;
            use serde::{Deserialize, Deserializer, Serializer};

            pub fn serialize<S: Serializer>(kind: &$kind, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(kind.name())
            }

            pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<$kind, D::Error> {
                let name = String::deserialize(d)?;
                $kind::ALL
                    .into_iter()
                    .find(|k| k.name() == name)
                    .ok_or_else(|| {
                        serde::de::Error::custom(format_args!(concat!("no ", $what, " `{}`"), name))
                    })
            }
        }
    };
}
by_name!(score_kind_name, ScoreKind, "scoring kind");
by_name!(feature_kind_name, FeatureKind, "feature kind");
by_name!(goods_name, Goods, "goods");
